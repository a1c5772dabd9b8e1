// Shared by the instant-update planner's specs (not part of the build).
import { ChangeType } from './change-types.js';
import { A, B, C } from './changes.arbitraries.js';
import { createChange } from './changes.js';
import type { InstantUpdatePlan, InstantUpdateRefusal } from './instant-ops.js';
import { InstantUpdatePlanner } from './instant-update.js';

export const planner = () => {
  let t = 1000;
  return new InstantUpdatePlanner({ now: () => (t += 5) });
};
export function planned(p: InstantUpdatePlan | InstantUpdateRefusal): InstantUpdatePlan {
  if ('refused' in p) throw new Error(`refused: ${p.refused}`);
  return p;
}
export const addWithHtml = createChange(ChangeType.ADD_JSX, {
  codebaseIdToAddTo: A,
  beforeCodebaseId: B,
  afterCodebaseId: C,
  htmlForInstantUpdate: '<div class="tempo-add-jsx-placeholder-1"></div>',
});
