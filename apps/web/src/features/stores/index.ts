export { StoreLocatorPage } from './pages/store-locator-page';
