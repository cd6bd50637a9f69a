import './tokens.css';
import './styles.css';
import './components.css';

export { Button, type ButtonProps } from './button';
export {
  Field,
  FieldError,
  SelectField,
  Checkbox,
  TextAreaField,
  type FieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type CheckboxProps,
} from './field';
export { Modal, type ModalProps } from './modal';
export { FOCUSABLE, focusablesIn, keepTabInside, rememberFocus } from './focus';
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { Toaster } from './toaster';
export { Spinner } from './spinner';
export { Page, type PageProps } from './page';
export { Card, type CardProps } from './card';
export { BalanceTiles, type BalanceTilesProps } from './balance-tiles';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Sheet, type SheetProps } from './sheet';
export { Skeleton, SkeletonGroup, type SkeletonProps, type SkeletonGroupProps } from './skeleton';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { usePrefersReducedMotion } from './use-reduced-motion';
export { useFocusTrap } from './use-focus-trap';
export { Logo, type LogoProps } from './brand/logo';
export * from './icons';
export { GameArt, FallbackGameArt, type GameArtProps } from './art/game-art';
export { hasGameArt } from './art/game-art-registry';
export { CoinPackageArt, type CoinPackageTier } from './art/coin-package-art';
export { WelcomeBonusArt, DailyBonusArt, FreeEntryArt } from './art/banner-art';
// Live support chat (issue 10 item 8): chat messages are plain text with clickable links.
export { LinkifiedText, linkParts } from './linkified-text';
