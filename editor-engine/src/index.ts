// The one public entry of editor-engine. Each part keeps its exports in its own block.

// --- Element keys and ids ---
export {
  ADD_JSX_PLACEHOLDER_PREFIX,
  CODEBASE_ID_PREFIX,
  DUPLICATE_PLACEHOLDER_PREFIX,
  ElementKey,
  KEY_CLASS_PREFIX,
  LOOKUP_CLASS_PREFIX,
  SPECIAL_CODEBASE_IDS,
  SPECIAL_TREE_IDS,
  STORYBOARD_PATH,
  STORYBOARD_TOP_CONSTANT,
  STYLING_CLASS_PREFIX,
  TEMP_STYLING_CLASS,
  WRAP_IN_DIV_PLACEHOLDER,
  codebaseIdForSpecialElement,
  codebaseIdFromClasses,
  isCodebaseIdClass,
  isValidUuid,
} from './element-key.js';
