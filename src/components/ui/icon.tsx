import * as React from "react"
import {
  Activity,
  AlarmClock,
  ArrowRight,
  BarChart3,
  Brain,
  BrainCircuit,
  Calendar,
  Check,
  ChevronDown,
  Clock,
  Copy,
  Cpu,
  Database,
  FileText,
  FlaskConical,
  Globe,
  Handshake,
  Heart,
  HeartPulse,
  Hospital,
  Layers,
  Lightbulb,
  LineChart,
  Lock,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Microscope,
  Network,
  Phone,
  Pill,
  Rocket,
  Scale,
  Search,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Stethoscope,
  Target,
  TrendingUp,
  Trophy,
  UserCheck,
  Users,
  Watch,
  X,
  Zap,
  type LucideIcon,
} from "lucide-react"

/** Every icon the site may show, by the kebab-case name the data files use. */
const icons = {
  activity: Activity,
  "alarm-clock": AlarmClock,
  "arrow-right": ArrowRight,
  "bar-chart-3": BarChart3,
  brain: Brain,
  "brain-circuit": BrainCircuit,
  calendar: Calendar,
  check: Check,
  "chevron-down": ChevronDown,
  clock: Clock,
  copy: Copy,
  cpu: Cpu,
  database: Database,
  "file-text": FileText,
  "flask-conical": FlaskConical,
  globe: Globe,
  handshake: Handshake,
  heart: Heart,
  "heart-pulse": HeartPulse,
  hospital: Hospital,
  layers: Layers,
  lightbulb: Lightbulb,
  "line-chart": LineChart,
  lock: Lock,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  "message-circle": MessageCircle,
  microscope: Microscope,
  network: Network,
  phone: Phone,
  pill: Pill,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  "shield-check": ShieldCheck,
  smartphone: Smartphone,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  target: Target,
  "trending-up": TrendingUp,
  trophy: Trophy,
  "user-check": UserCheck,
  users: Users,
  watch: Watch,
  x: X,
  zap: Zap,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof icons

export const iconNames = Object.keys(icons) as IconName[]

export interface IconProps {
  /** A name from the data files; an unknown name falls back to a neutral mark rather than breaking the page. */
  name: string
  size?: number
  className?: string
}

/** Decorative icon: hidden from assistive technology, the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Component: LucideIcon = icons[name as IconName] ?? Sparkles
  return <Component size={size} className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />
}
