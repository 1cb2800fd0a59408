export { getOrder, orderQuery, useOrder } from './api/get-order';
export { OrderTracker, type OrderTrackerProps } from './components/order-tracker';
