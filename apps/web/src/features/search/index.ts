export { SearchTrigger } from './components/search-trigger';
