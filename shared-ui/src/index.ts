// Declaration emit keeps this reference (preserve), so dist/ consumers get the typed theme too.
/// <reference path="./theme/styled.d.ts" preserve="true" />
export { GlobalStyle, PortalThemeProvider, theme, type Theme } from './theme';
// The router as the remotes may use it: the list lives in ./routing.
export * from './routing';
export {
  notify,
  PortalToaster,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
} from './toaster';
export { Avatar, type AvatarProps } from './components/Avatar';
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge';
export { BrowseJobCard, type BrowseJobCardProps } from './components/BrowseJobCard';
export { Button, ButtonAnchor, ButtonLink, type ButtonAnchorProps, type ButtonLinkProps, type ButtonProps, type ButtonVariant } from './components/Button';
export { Carousel, type CarouselProps } from './components/Carousel';
export { ChoiceLabel, type ChoiceLabelProps } from './components/ChoiceLabel';
export { Dialog, DialogActions, type DialogProps } from './components/Dialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Footer } from './components/Footer';
export { Header, type HeaderProps, type HeaderUser } from './components/Header';
export { HomeJobCard, type HomeJobCardProps } from './components/HomeJobCard';
export { Input, type InputProps } from './components/Input';
export { CheckedInput, FieldError, FieldHint, type CheckedInputProps } from './components/CheckedInput';
export { JobBadges, type JobBadgesProps } from './components/JobBadges';
export { Label } from './components/Label';
export {
  NotificationBell,
  NotificationItem,
  NotificationList,
  type NotificationBellProps,
  type NotificationItemProps,
  type NotificationSummary,
} from './components/NotificationBell';
export { Popover, type PopoverProps } from './components/Popover';
export { useInsideViewport } from './hooks/useInsideViewport';
export { usePageTitle } from './hooks/usePageTitle';
export { useUnsavedChanges, type UnsavedChanges } from './hooks/useUnsavedChanges';
export { Loading, QueryState, type QueryLike, type QueryStateProps } from './components/QueryState';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { CARD_SKILL_CHIPS, SkillMatch, type SkillMatchProps } from './components/SkillMatch';
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge';
export { Timeline, type TimelineProps, type TimelineStep } from './components/Timeline';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { VisuallyHidden } from './components/VisuallyHidden';
export { Caption, TBody, Table, Td, Th, THead, Tr } from './components/Table';
export { Wordmark } from './components/Wordmark';
export { focusRing } from './styles/control';
export { formatDateTime } from './format/formatDateTime';
export { formatTimeSpan, readerTimeZone, readerZone, wallClock, zoneOffsetMinutes } from './format/interviewTimes';
export { formatJobAge } from './components/BrowseJobCard/jobAge';
// The parts every job card shares, for a remote that builds a card of its own.
export { cardSurface, CardDescription, CardTitle, CompanyName, jobPlace, SmallMuted } from './components/JobCardParts';
