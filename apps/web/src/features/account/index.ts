export { AccountPage } from './pages/account-page';
