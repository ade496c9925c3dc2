/**
 * What a page does in its first moments, before React has hydrated it: runs inline in <head>.
 *
 * - Storage that throws (private modes, cookies blocked): `sessionStorage` is replaced by an
 *   in-memory store (getItem, setItem, removeItem: what the page's scripts call), so scripts that use it without a guard (React Router's scroll restoration,
 *   whose own catch block calls it again) cannot throw.
 * - The colour theme the reader chose (light or dark; none means the system's) is on
 *   `<html data-theme>` before the first paint, so the page never flashes the other one.
 * - The sidebar the reader closed stays closed for the session: `<html data-sidebar="closed">`
 *   hides it in CSS before the first paint; the sidebar's buttons read and change that attribute.
 * - A fresh load (navigation type `navigate`, no `#section`) gets `<html data-lazy-layout>`: an
 *   article's later blocks are laid out as they near the screen (app.css). A reload, a return or a
 *   link to a section does not, so the browser restores the reader's place from real heights. The
 *   first scroll ends it: every block is then laid out at once, and what the reader went to (the
 *   end of the page, a section they followed a link to, else the block at the top of the screen)
 *   stays where it was while the blocks above it take their real heights. So nothing on screen
 *   moves afterwards (a jump to the end would otherwise see the blocks on screen grow over a few
 *   frames) and a jump lands where it was aimed. islands/boot.ts lays out the rest in small steps
 *   once the islands are awake.
 * - Apple devices get `<html data-mac>`, so the search box's shortcut hint reads "⌘ K" (elsewhere
 *   "Ctrl K") from the first paint, with no markup depending on the platform.
 * - A click on a language link stores that language (CONTRACT: `localStorage['lang']`) before the
 *   next page's early language script reads it.
 * - A button pressed before its island has hydrated is not lost: the click is held back, the
 *   button is listed in `window.__earlyClicks`, and the island is woken (an `island:wake` event);
 *   islands/boot.ts presses it again once the island has hydrated, or lets it do what it does without
 *   scripts once the island's code has failed to load for good (`data-failed`). The same goes for
 *   the keys that move within a widget (arrows, Home, End) outside text fields. Links, `<details>`
 *   and text fields work natively and are left alone.
 *
 * A string, not a function's source, so the server and client builds emit identical markup (its
 * hash is in the page's Content-Security-Policy); tested in early-page.test.ts against fake globals.
 */
import { langStorageKey } from "./i18n";
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
  // Lazy layout on a fresh load only, and until the first scroll.
  "try{var v=window.performance.getEntriesByType('navigation')[0];" +
  "if(!window.location.hash&&(!v||v.type==='navigate')){d.setAttribute('data-lazy-layout','');" +
  // The first scroll lays out every block. What the reader went to stays put while the blocks above
  // take their real heights: the end of the page after a jump there, a section followed by a link,
  // else the block at the top of the screen.
  "window.addEventListener('scroll',function(){" +
  "var w=window,b=document.querySelectorAll('.prose-article>*'),a=w.location.hash&&document.querySelector(':target'),i,y;" +
  "if(!a&&w.scrollY+w.innerHeight>=d.scrollHeight-1)a=d;" +
  "for(i=0;!a&&i<b.length;i++)if(b[i].getBoundingClientRect().bottom>0)a=b[i];" +
  "y=a&&(a===d?d.scrollHeight:a.getBoundingClientRect().top);d.removeAttribute('data-lazy-layout');" +
  "if(a)w.scrollBy(0,a===d?d.scrollHeight-y:a.getBoundingClientRect().top-y)},{once:true,passive:true})}}catch(e){}" +
  // Apple's keyboards: the shortcut hint shows ⌘ instead of Ctrl.
  "try{var n=window.navigator;" +
  "if(/^(mac|ip)/i.test((n.userAgentData||n).platform||n.platform))d.setAttribute('data-mac','')}catch(e){}" +
  // A link that switches language stores the choice first, so the next page's early language
  // script does not send the reader back (i18n.ts).
  "window.__earlyClicks=[];" +
  "document.addEventListener('click',function(e){" +
  "var t=e.target,l=t&&t.closest?t.closest('a[data-switch-lang]'):null;" +
  "if(l){try{window.localStorage.setItem(" +
  JSON.stringify(langStorageKey) +
  ",l.getAttribute('data-switch-lang'))}catch(x){}return}" +
  // A click on a button of an island not yet hydrated waits for it, and wakes the island.
  "var b=t&&t.closest?t.closest('button'):null,i=b&&b.closest('lumi-island');" +
  "if(!i||b.disabled||i.hasAttribute('data-hydrated')||i.hasAttribute('data-failed'))return;" +
  "e.preventDefault();e.stopPropagation();var q=window.__earlyClicks;if(q.indexOf(b)<0)q.push(b);" +
  "i.dispatchEvent(new Event('island:wake',{bubbles:true}))},true);" +
  // So does a key that moves within a widget (tabs, a list), pressed before its island hydrated;
  // text fields keep their keys.
  "window.__earlyKeys=[];" +
  "document.addEventListener('keydown',function(e){" +
  "var t=e.target,i=t&&t.closest?t.closest('lumi-island'):null;" +
  "if(!i||i.hasAttribute('data-hydrated')||i.hasAttribute('data-failed')||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)||" +
  "!/^(Arrow(Up|Down|Left|Right)|Home|End)$/.test(e.key))return;" +
  "e.preventDefault();e.stopPropagation();window.__earlyKeys.push({target:t,key:e.key});" +
  "i.dispatchEvent(new Event('island:wake',{bubbles:true}))},true)})()";

declare global {
  interface Window {
    /** Buttons pressed before their island hydrated, in order; each is pressed again once it has (islands/boot.ts). */
    __earlyClicks?: HTMLButtonElement[];
    /** Arrow, Home and End keys pressed in an island before it hydrated, in order; replayed the same way. */
    __earlyKeys?: { target: HTMLElement; key: string }[];
  }
}
