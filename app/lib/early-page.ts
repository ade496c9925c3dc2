/**
 * What a page does in its first moments, before React has hydrated it: runs inline in <head>.
 *
 * - Storage that throws (private modes, cookies blocked): `sessionStorage` is replaced by an
 *   in-memory store (getItem, setItem, removeItem: what the page's scripts call), so scripts that use it without a guard (React Router's scroll restoration,
 *   whose own catch block calls it again) cannot throw.
 * - The colour theme the reader chose (light or dark; none means the system's) is on
 *   `<html data-theme>` before the first paint, so the page never flashes the other one.
 * - The sidebar the reader closed stays closed for the session: `<html data-sidebar="closed">`
 *   hides it in CSS before the first paint; React takes the state over when it hydrates.
 * - Apple devices get `<html data-mac>`, so the search box's shortcut hint reads "⌘ K" (elsewhere
 *   "Ctrl K") from the first paint, with no markup of React's depending on the platform.
 * - A button pressed before React has hydrated is not lost: the click is held back and the button
 *   is listed in `window.__earlyClicks`; the root replays the list once the page is interactive.
 *   Links, `<details>` and text fields work natively and are left alone.
 *
 * A string, not a function's source, so the server and client builds emit identical markup (its
 * hash is in the page's Content-Security-Policy); tested in early-page.test.ts against fake globals.
 */
import { themeStorageKey } from "./theme";

export const sidebarStorageKey = "sidebar";

export const earlyPageScript =
  "(function(){var d=document.documentElement;" +
  // In-memory stand-in for a storage that throws.
  "try{window.sessionStorage.getItem(" +
  JSON.stringify(sidebarStorageKey) +
  ")}catch(e){var m={};try{Object.defineProperty(window,'sessionStorage',{configurable:true,value:{" +
  "getItem:function(k){return Object.prototype.hasOwnProperty.call(m,k)?m[k]:null}," +
  "setItem:function(k,v){m[k]=String(v)},removeItem:function(k){delete m[k]}}})}catch(e2){}}" +
  // The chosen theme.
  "try{var t=window.localStorage.getItem(" +
  JSON.stringify(themeStorageKey) +
  ");if(t==='light'||t==='dark')d.setAttribute('data-theme',t)}catch(e){}" +
  // The sidebar's remembered state.
  "try{if(window.sessionStorage.getItem(" +
  JSON.stringify(sidebarStorageKey) +
  ")==='closed')d.setAttribute('data-sidebar','closed')}catch(e){}" +
  // Apple's keyboards: the shortcut hint shows ⌘ instead of Ctrl.
  "try{var n=window.navigator;" +
  "if(/^(mac|ip)/i.test((n.userAgentData||n).platform||n.platform))d.setAttribute('data-mac','')}catch(e){}" +
  // Clicks on buttons before hydration wait for it.
  "var q=window.__earlyClicks=[];" +
  "document.addEventListener('click',function(e){if(d.hasAttribute('data-hydrated'))return;" +
  "var t=e.target,b=t&&t.closest?t.closest('button'):null;if(!b||b.disabled)return;" +
  "e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b)},true)})()";

declare global {
  interface Window {
    /** Buttons pressed before hydration, in order; emptied by the root once it has hydrated. */
    __earlyClicks?: HTMLButtonElement[];
  }
}

/** Presses, in order, the buttons the reader pressed before the page was interactive. */
export function replayEarlyClicks(): void {
  const pending = window.__earlyClicks?.splice(0) ?? [];
  for (const button of pending) if (button.isConnected && !button.disabled) button.click();
}
