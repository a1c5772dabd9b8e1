import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './editor.css';

const container = document.getElementById('editor-root');
if (!container) throw new Error('The editor page has no #editor-root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
