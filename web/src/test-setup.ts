// jest (web project) runs this before every spec file: Testing Library's DOM matchers, and a
// clean DOM and localStorage between tests.
import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
