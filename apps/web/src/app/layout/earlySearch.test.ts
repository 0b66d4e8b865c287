import { afterEach, describe, expect, it } from 'vitest';
import { runIndexHtmlScript } from '../../test/runIndexHtmlScript';
import { EARLY_SEARCH_GLOBAL, earlySearchText, takeEarlySearch } from './earlySearch';

/** A drawn search box (as the server draws the header's): a form with role search and its input. */
function drawnSearchBox(): { form: HTMLFormElement; input: HTMLInputElement } {
  document.body.innerHTML = '<header><form role="search"><input type="search"></form></header>';
  return { form: document.querySelector('form')!, input: document.querySelector('input')! };
}

function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Submits as Enter would; whether the page's default action (a reload) was stopped. */
function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  takeEarlySearch();
  document.body.innerHTML = '';
});

describe('a search before the app answers (index.html + earlySearch)', () => {
  it('is held, not sent as a plain form, and handed to the box once with the text it was submitted with', () => {
    runIndexHtmlScript();
    const { form, input } = drawnSearchBox();
    type(input, ' 1234 ');
    expect(submit(form), 'the plain form submission (a reload) is stopped').toBe(true);
    expect(earlySearchText()).toBe(' 1234 ');
    expect(earlySearchText(), 'reading does not take it').toBe(' 1234 ');
    expect(takeEarlySearch()).toBe(true);
    expect(takeEarlySearch(), 'once only').toBe(false);
    expect(earlySearchText()).toBe('');
    // From here the box answers itself: nothing is held or stopped any more.
    expect(submit(form)).toBe(false);
    expect((window as unknown as Record<string, unknown>)[EARLY_SEARCH_GLOBAL]).toBeUndefined();
  });

  it('text typed but not submitted is handed over as the first text, with nothing to carry out', () => {
    runIndexHtmlScript();
    const { input } = drawnSearchBox();
    type(input, 'ABC');
    type(input, 'ABCD');
    expect(earlySearchText()).toBe('ABCD');
    expect(takeEarlySearch()).toBe(false);
  });

  it('a submission then more typing is not carried out; a blank submission is not either', () => {
    runIndexHtmlScript();
    const { form, input } = drawnSearchBox();
    type(input, '12');
    submit(form);
    type(input, '123');
    expect(takeEarlySearch()).toBe(false);
    runIndexHtmlScript();
    type(input, '   ');
    expect(submit(form)).toBe(true);
    expect(takeEarlySearch()).toBe(false);
  });

  it('other forms are left alone; without the inline script there is nothing held', () => {
    runIndexHtmlScript();
    document.body.innerHTML = '<form><input></form>';
    expect(submit(document.querySelector('form')!)).toBe(false);
    takeEarlySearch();
    expect(earlySearchText()).toBe('');
    expect(takeEarlySearch()).toBe(false);
  });
});
