export * from './catalog';
export * from './common';
export * from './content';
export * from './discovery';
