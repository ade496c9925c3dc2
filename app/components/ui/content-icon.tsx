import {
  BadgeCheck, Blocks, BookOpen, Bot, Building2, Cloud, Database, FileText, FolderKanban, Gauge, Globe, History,
  KeyRound, LayoutDashboard, LayoutGrid, Lock, MessageCircle, MessagesSquare, Palette, Plug, Rocket, Server,
  ShieldCheck, Sparkles, Terminal, UserCog, UserPlus, Users, UsersRound, WandSparkles, Workflow, type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/lib/content/icons";

const icons: Record<IconName, LucideIcon> = {
  rocket: Rocket, sparkles: Sparkles, "user-plus": UserPlus, "book-open": BookOpen, database: Database,
  "file-text": FileText, bot: Bot, workflow: Workflow, plug: Plug, blocks: Blocks, cloud: Cloud,
  "message-circle": MessageCircle, "messages-square": MessagesSquare, "layout-dashboard": LayoutDashboard,
  history: History, "layout-grid": LayoutGrid, "folder-kanban": FolderKanban, users: Users,
  "users-round": UsersRound, "user-cog": UserCog, "key-round": KeyRound, palette: Palette, terminal: Terminal,
  "shield-check": ShieldCheck, lock: Lock, globe: Globe, server: Server, "wand-sparkles": WandSparkles,
  gauge: Gauge, "building-2": Building2, "badge-check": BadgeCheck,
};

/** The icon an article or category names in its frontmatter; decorative, so hidden from assistive tech. */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name as IconName];
  return <Icon aria-hidden="true" className={className} />;
}
