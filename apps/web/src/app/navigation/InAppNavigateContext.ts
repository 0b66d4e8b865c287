import { createContext } from 'react';
import type { InAppNavigate } from '../../ui/followInApp';

/**
 * The router's navigation for the many links of a screen (`EntityLink`), given once by the layout
 * (`useStableNavigate`): a list draws a hundred links, and React Router's `useNavigate` in each adds
 * an effect, a location subscription and a resolve of the route's paths per link. Absent outside the
 * layout: a link is then followed by the browser.
 */
export const InAppNavigateContext = createContext<InAppNavigate | undefined>(undefined);
