export { DevOutboxHint } from './components/dev-outbox-hint';
export { isDevOutboxOn } from './dev-outbox-meta';
