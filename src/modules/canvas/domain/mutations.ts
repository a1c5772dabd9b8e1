// The pure mutations the canvas service applies to a workspace, one module per concern.
export {
  type AddClassInput,
  applyAddClass,
  applyRemoveClass,
  applyStyling,
  type StylingFramework,
  type StylingInput,
} from './class-mutations.js';
export { applyChangeProp, applyChangeTag, applyEditText } from './element-mutations.js';
export {
  type AddInput,
  applyAdd,
  applyMove,
  type MoveInput,
  type NewElement,
} from './placement-mutations.js';
export { applyDuplicate, applyRemove, applyWrap } from './structure-mutations.js';
