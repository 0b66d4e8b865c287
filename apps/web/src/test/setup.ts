import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadHeader } from '../app/layout/headerModule';

// The app's screens load lazily (route chunks, then their data from a real local server). On CI's
// two loaded cores a first lazy import under jsdom can take several seconds, so `findBy…`/`waitFor`
// wait up to 10 s (they return as soon as the element is there; nothing here asserts on time).
configure({ asyncUtilTimeout: 10_000 });

// The header's code is its own chunk, loaded by main.tsx before the first render (`DeferredHeader`):
// loaded here before any test renders the app, so it renders at once there too.
beforeAll(async () => {
  await loadHeader();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
