export { homeContentQuery, toHomeContent } from './api/get-home-content';
