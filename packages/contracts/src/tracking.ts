/** Guest order tracking (`/track-order`): filled in by the tracking work. */
export {};
