/**
 * Redux action creators without Redux Toolkit (whose createSlice brings immer into the entry chunk): the
 * same `{ type, payload }` actions, `type` strings and `.match` that createSlice's creators have.
 */
// a type alias, not an interface: Redux's UnknownAction asks for an index signature
export type PayloadAction<P = void> = { type: string; payload: P };

export interface ActionCreator<P> {
  (...args: P extends undefined ? [payload?: P] : [payload: P]): PayloadAction<P>;
  type: string;
  match(action: { type: string }): action is PayloadAction<P>;
}

export function actionCreator<P = undefined>(type: string): ActionCreator<P> {
  const create = (payload?: P) => ({ type, payload: payload as P });
  return Object.assign(create, {
    type,
    match: (action: { type: string }): action is PayloadAction<P> => action.type === type,
  }) as ActionCreator<P>;
}
