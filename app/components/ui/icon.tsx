import {
  Award,
  Bell,
  Briefcase,
  Building2,
  CalendarCheck,
  Clock,
  Gauge,
  Handshake,
  Heart,
  LifeBuoy,
  Lightbulb,
  Lock,
  type LucideIcon,
  type LucideProps,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Plug,
  Route,
  Server,
  ShieldCheck,
  Sparkles,
  Store,
  Users,
  Wrench,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  bell: Bell,
  briefcase: Briefcase,
  building: Building2,
  "calendar-check": CalendarCheck,
  clock: Clock,
  gauge: Gauge,
  handshake: Handshake,
  heart: Heart,
  "life-buoy": LifeBuoy,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  "map-pin": MapPin,
  message: MessageSquare,
  phone: Phone,
  plug: Plug,
  route: Route,
  server: Server,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  store: Store,
  users: Users,
  wrench: Wrench,
};

/** A decorative icon named by the content; hidden from assistive technology. */
export function Icon({ name, ...props }: LucideProps & { name: IconName }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
