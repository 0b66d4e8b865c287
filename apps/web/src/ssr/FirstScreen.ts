import type { AnsweredRequest } from '@sextant/core/http/writtenAnswers';

/** A URL the server is asked to draw (`renderFirstScreen`). */
export interface FirstScreenRequest {
  pathname: string;
  search: string;
  /** The served config.json's text. */
  config: string;
  /** The page's origin, as the browser will see it (the Browser network's base). */
  origin: string;
}

/** A first screen as the server drew it. */
export interface FirstScreen {
  /** The app's HTML inside #root (the page's `<title>` first). */
  html: string;
  /** The GETs its data came from, with their answers, for the page to take instead of asking. */
  answers: AnsweredRequest[];
}
