/**
 * The icons of the product, from lucide-react (one well-kept set, tree-shaken). Import them from here so every remote
 * shares the same copies through the shared-ui singleton; add an icon here before using it.
 */
export {
  Coins,
  Gift,
  ShieldCheck,
  Sparkles,
  Star,
  Trophy,
  Gamepad2,
  MapPin,
  Ticket,
  Crown,
  Flame,
  Mail,
  X,
  ChevronRight,
  Inbox,
  // Live support chat (issue 10 item 8)
  MessageCircle,
  Send,
  CheckCheck,
  type LucideIcon,
} from 'lucide-react';
