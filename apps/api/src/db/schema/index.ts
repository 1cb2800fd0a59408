export * from './catalog';
export * from './collections';
export * from './commerce';
export * from './content';
export * from './identity';
export * from './media';
export * from './owner';
