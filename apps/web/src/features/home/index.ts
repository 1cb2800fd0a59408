export { homeContentQuery } from './api/get-home-content';
