/**
 * The icon names an article or category may use in its frontmatter. The list is closed so that
 * only these icons go into the build's SVG sprite (pipeline/icon-sprite.ts, drawn by `~/components/ui/icon`).
 */
export const iconNames = [
  "rocket",
  "sparkles",
  "user-plus",
  "book-open",
  "database",
  "file-text",
  "bot",
  "workflow",
  "plug",
  "blocks",
  "cloud",
  "message-circle",
  "messages-square",
  "layout-dashboard",
  "history",
  "layout-grid",
  "folder-kanban",
  "users",
  "users-round",
  "user-cog",
  "key-round",
  "palette",
  "terminal",
  "shield-check",
  "lock",
  "globe",
  "globe-lock",
  "server",
  "wand-sparkles",
  "gauge",
  "building-2",
  "badge-check",
] as const;

export type ContentIconName = (typeof iconNames)[number];
