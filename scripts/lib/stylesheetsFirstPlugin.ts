import type { Plugin } from 'vite';

const stylesheetLink = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the built index.html's stylesheets to the top of its head, before the shell's module
 * script and its preloads. Why: the server-rendered landing paints once its CSS is in, and over
 * HTTP/1.1 the browser opens six connections per host, handing them out in document order; Vite
 * writes the stylesheet after a dozen modulepreloads, so the CSS waited behind JavaScript the
 * first paint does not need. Moved first, it is among the first requests. The landing gate, a
 * classic script in the head (landingRenderPlugin), stays before it: it must run before any paint.
 */
export function stylesheetsFirstPlugin(): Plugin {
  return {
    name: 'gangway-stylesheets-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(stylesheetLink);
        if (!links) return html;
        const rest = html.replace(stylesheetLink, '');
        const at = rest.indexOf('<meta name="viewport"');
        if (at < 0) return html;
        return `${rest.slice(0, at)}${links.map((link) => `${link.trim()}\n    `).join('')}${rest.slice(at)}`;
      },
    },
  };
}
