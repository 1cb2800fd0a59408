export { CheckoutPage } from './pages/checkout-page';
