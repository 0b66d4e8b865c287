import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The app's screens load lazily (route chunks, then their data from a real local server). On CI's
// two loaded cores a first lazy import under jsdom can take several seconds, so `findBy…`/`waitFor`
// wait up to 10 s (they return as soon as the element is there; nothing here asserts on time).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
