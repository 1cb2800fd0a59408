export { getOrder, orderQuery, useOrder } from './api/get-order';
