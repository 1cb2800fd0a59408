export { getOrder, orderQuery, useOrder } from './api/get-order';
export { orderKeys } from './api/order-keys';
export { DeliveryTerms, type DeliveryTermsProps } from './components/delivery-terms';
export { OrderTracker, type OrderTrackerProps } from './components/order-tracker';
export { ShopperCancelPanel, type ShopperCancelPanelProps } from './components/shopper-cancel-panel';
export { knownStatus, TRACKER_LABELS as ORDER_STATUS_LABELS } from './lib/order-timeline';
