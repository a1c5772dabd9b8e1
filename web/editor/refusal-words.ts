/** A server refusal in plain words, by its typed code (the server's own message otherwise). */
const WORDS: Record<string, string> = {
  'CANVAS.STALE_TARGET':
    'the element changed in the source since the page was loaded; reload the preview and try again',
  'CANVAS.STALE_MANIFEST': 'the element list is out of date; reload the preview and try again',
  'CANVAS.FILE_CHANGED_SINCE': 'the file changed since this change was made',
  'CANVAS.UNKNOWN_ELEMENT': 'the element is no longer in the source',
  'CANVAS.UNKNOWN_COMPONENT': 'the component is no longer in the source',
  'CANVAS.FILE_NOT_FOUND': 'the source file is gone',
  'CANVAS.UNPARSABLE_FILE': 'the source file does not parse, so nothing was written',
  'CANVAS.DYNAMIC_TEXT': 'this text is computed by the code, so it cannot be edited in place',
  'CANVAS.TEXT_MISMATCH': 'the text in the source is not the text shown',
  'CANVAS.COMPUTED_CLASS': 'the classes are computed by the code, so they cannot be edited here',
  'CANVAS.COMPUTED_STYLE': 'the style is computed by the code, so it cannot be edited here',
  'CANVAS.CLASS_NOT_FOUND': 'the class is not in the source',
  'CANVAS.NOT_SIBLINGS': 'only elements side by side can be wrapped together',
  'CANVAS.MOVE_INTO_ITSELF': 'an element cannot move into itself',
  'CANVAS.PARENT_CHANGED': 'the element’s parent changed in the source',
  'CANVAS.UNKNOWN_ACTIVITY': 'the server does not know this change (yet)',
  'CANVAS.ALREADY_UNDONE': 'this change was undone already',
  'CANVAS.NOT_UNDONE': 'this change is not undone, so it cannot be redone',
  'CANVAS.INVALID_VALUE': 'the value is not valid here',
  'AUTH.CSRF': 'the editor’s session expired; try again',
};

export function refusalInWords(code: string | undefined, message: string | undefined): string {
  const words = code ? WORDS[code] : undefined;
  const reason = words ?? message ?? 'the server did not write it';
  return code ? `${reason} (${code})` : reason;
}
