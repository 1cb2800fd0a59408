export * from './catalog';
export * from './common';
export * from './content';
export * from './discovery';
export * from './identity';
export * from './storefront-routes';
