import { useState, type ReactNode } from 'react';
import { toast } from '@arcade/platform';
import {
  BalanceTiles,
  Badge,
  Button,
  Card,
  Checkbox,
  ChevronRight,
  CoinPackageArt,
  Coins,
  Crown,
  DailyBonusArt,
  EmptyState,
  Field,
  Flame,
  FreeEntryArt,
  Gamepad2,
  GameArt,
  Gift,
  Inbox,
  Logo,
  Mail,
  MapPin,
  Modal,
  Page,
  SelectField,
  Sheet,
  ShieldCheck,
  Skeleton,
  SkeletonGroup,
  Sparkles,
  Spinner,
  Star,
  Tabs,
  TextAreaField,
  Ticket,
  Trophy,
  WelcomeBonusArt,
  X,
  type LucideIcon,
} from '@arcade/shared-ui';
import './style-page.css';

const COLOURS = [
  '--bg',
  '--surface-1',
  '--surface-2',
  '--surface-3',
  '--border',
  '--border-strong',
  '--text',
  '--text-muted',
  '--accent',
  '--gold',
  '--emerald',
  '--purple',
  '--danger',
  '--warning',
  '--success',
  '--info',
  '--focus',
];
const GRADIENTS = ['--gradient-page', '--gradient-gold', '--gradient-emerald', '--gradient-card'];
const TYPE_SCALE = ['--fs-xs', '--fs-sm', '--fs-md', '--fs-lg', '--fs-xl', '--fs-2xl', '--fs-3xl'];
const SPACING = [
  '--space-1',
  '--space-2',
  '--space-3',
  '--space-4',
  '--space-5',
  '--space-6',
  '--space-7',
  '--space-8',
];
const RADII = ['--radius-sm', '--radius', '--radius-lg', '--radius-pill'];
const SHADOWS = ['--shadow-1', '--shadow-2', '--shadow-3', '--glow-gold', '--glow-emerald'];
const MOTION = ['--dur-fast', '--dur-base', '--dur-slow'];
const ICONS: [string, LucideIcon][] = [
  ['Coins', Coins],
  ['Gift', Gift],
  ['ShieldCheck', ShieldCheck],
  ['Sparkles', Sparkles],
  ['Star', Star],
  ['Trophy', Trophy],
  ['Gamepad2', Gamepad2],
  ['MapPin', MapPin],
  ['Ticket', Ticket],
  ['Crown', Crown],
  ['Flame', Flame],
  ['Mail', Mail],
  ['X', X],
  ['ChevronRight', ChevronRight],
  ['Inbox', Inbox],
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dev-style__section" aria-labelledby={`style-${id}`}>
      <h2 id={`style-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** A token's name under a sample that uses it. */
function Token({ name, sample }: { name: string; sample: ReactNode }) {
  return (
    <li className="dev-style__token">
      {sample}
      <code>{name}</code>
    </li>
  );
}

type DemoTab = 'all' | 'exclusive' | 'bonus';

/**
 * The living style page (/dev/style, sandbox only): every piece of @arcade/shared-ui as it renders today,
 * with the tokens it is made of. docs/design-system.md describes them; this page shows them.
 */
export default function StylePage() {
  const [tab, setTab] = useState<DemoTab>('all');
  const [modal, setModal] = useState(false);
  const [sheet, setSheet] = useState(false);
  return (
    <Page title="Style guide" remote="shell">
      <p className="ui-muted">
        Every piece of <code>@arcade/shared-ui</code>, live. Development page: shown only when the server runs
        with SANDBOX=on.
      </p>
      <nav aria-label="Sections" className="dev-style__toc">
        <ul>
          {[
            ['tokens', 'Tokens'],
            ['brand', 'Logo and favicon'],
            ['icons', 'Icons'],
            ['buttons', 'Buttons'],
            ['fields', 'Fields'],
            ['cards', 'Cards and badges'],
            ['tabs', 'Tabs'],
            ['overlays', 'Toasts, modal, sheet'],
            ['loading', 'Skeleton, spinner, empty state'],
            ['art', 'Art'],
          ].map(([id, label]) => (
            <li key={id}>
              <a href={`#style-${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="tokens" title="Tokens">
        <h3>Colour roles</h3>
        <ul className="dev-style__grid">
          {COLOURS.map((t) => (
            <Token
              key={t}
              name={t}
              sample={<span className="dev-style__swatch" style={{ background: `var(${t})` }} />}
            />
          ))}
        </ul>
        <h3>Gradients</h3>
        <ul className="dev-style__grid">
          {GRADIENTS.map((t) => (
            <Token
              key={t}
              name={t}
              sample={<span className="dev-style__swatch" style={{ background: `var(${t})` }} />}
            />
          ))}
        </ul>
        <h3>Type scale</h3>
        <ul className="dev-style__list">
          {TYPE_SCALE.map((t) => (
            <Token
              key={t}
              name={t}
              sample={<span style={{ fontSize: `var(${t})` }}>Play free. Win real prizes.</span>}
            />
          ))}
        </ul>
        <h3>Spacing</h3>
        <ul className="dev-style__list">
          {SPACING.map((t) => (
            <Token
              key={t}
              name={t}
              sample={<span className="dev-style__bar" style={{ width: `var(${t})` }} />}
            />
          ))}
        </ul>
        <h3>Radius and elevation</h3>
        <ul className="dev-style__grid">
          {RADII.map((t) => (
            <Token
              key={t}
              name={t}
              sample={<span className="dev-style__box" style={{ borderRadius: `var(${t})` }} />}
            />
          ))}
          {SHADOWS.map((t) => (
            <Token
              key={t}
              name={t}
              sample={<span className="dev-style__box" style={{ boxShadow: `var(${t})` }} />}
            />
          ))}
        </ul>
        <h3>Motion</h3>
        <ul className="dev-style__list">
          {MOTION.map((t) => (
            <Token
              key={t}
              name={t}
              sample={
                <span
                  className="dev-style__bar dev-style__bar--motion"
                  style={{ transitionDuration: `var(${t})` }}
                />
              }
            />
          ))}
        </ul>
        <p className="ui-muted">
          Hover a motion bar to see its duration (0 ms under reduced motion). Tap target: --tap (44px).
        </p>
      </Section>

      <Section id="brand" title="Logo and favicon">
        <div className="dev-style__row">
          <Logo />
          <Logo variant="mark" height={48} />
          <img src="/favicon.svg" alt="Favicon" width={32} height={32} />
        </div>
      </Section>

      <Section id="icons" title="Icons (lucide-react through shared-ui)">
        <ul className="dev-style__grid dev-style__grid--icons">
          {ICONS.map(([name, Icon]) => (
            <Token key={name} name={name} sample={<Icon aria-hidden="true" />} />
          ))}
        </ul>
      </Section>

      <Section id="buttons" title="Buttons">
        <div className="dev-style__row">
          <Button variant="primary">Primary</Button>
          <Button>Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="primary" loading>
            Loading
          </Button>
          <Button disabled>Disabled</Button>
          <a className="ui-btn ui-btn--secondary" href="#style-buttons">
            A link as a button
          </a>
        </div>
      </Section>

      <Section id="fields" title="Fields">
        <form className="dev-style__form" onSubmit={(e) => e.preventDefault()} aria-label="Sample form">
          <Field label="E-mail" type="email" autoComplete="off" hint="We never share it." />
          <Field label="Coupon code" defaultValue="WELCOME" error="This coupon has expired." />
          <SelectField label="State" options={['Texas', 'Florida', 'Ohio']} placeholder="Select your state" />
          <TextAreaField label="Message" hint="Up to 500 characters." />
          <Checkbox label="I am 21 years of age or older" />
        </form>
      </Section>

      <Section id="cards" title="Cards and badges">
        <BalanceTiles gold={12_500} sweep={250} testIdPrefix="style" />
        <ul className="ui-card-grid dev-style__cards">
          <Card as="li">Plain card</Card>
          <Card as="li" interactive>
            Interactive card (lifts on hover and focus)
          </Card>
          <Card as="li" highlight>
            Highlighted card
          </Card>
        </ul>
        <div className="dev-style__row">
          <Badge tone="gold" icon={<Crown />}>
            Exclusive
          </Badge>
          <Badge tone="emerald" icon={<Gift />}>
            Bonus
          </Badge>
          <Badge tone="purple">Purple</Badge>
          <Badge tone="neutral">21+</Badge>
          <Badge tone="danger">Danger</Badge>
        </div>
      </Section>

      <Section id="tabs" title="Tabs">
        <Tabs<DemoTab>
          label="Sample tabs"
          active={tab}
          onChange={setTab}
          items={[
            { key: 'all', label: 'All Games' },
            { key: 'exclusive', label: 'Exclusive' },
            { key: 'bonus', label: 'Bonus' },
          ]}
        />
        <p role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="ui-muted">
          Selected: {tab}. Arrow keys move between tabs.
        </p>
      </Section>

      <Section id="overlays" title="Toasts, modal, sheet">
        <div className="dev-style__row">
          <Button onClick={() => toast('success', 'Claimed daily bonus successfully!')}>Success toast</Button>
          <Button onClick={() => toast('error', 'Something went wrong. Please try again.')}>
            Error toast
          </Button>
          <Button onClick={() => toast('warning', 'Your session will end soon.')}>Warning toast</Button>
          <Button onClick={() => toast('info', 'That is already your phone number.')}>Info toast</Button>
          <Button onClick={() => setModal(true)}>Open modal</Button>
          <Button onClick={() => setSheet(true)}>Open sheet</Button>
        </div>
        {modal ? (
          <Modal title="Sample modal" onClose={() => setModal(false)}>
            <p>Focus moved in, stays in, and goes back to the opener when this closes.</p>
            <Button variant="primary" onClick={() => setModal(false)}>
              Got it
            </Button>
          </Modal>
        ) : null}
        {sheet ? (
          <Sheet
            title="Sample sheet"
            onClose={() => setSheet(false)}
            footer={
              <Button variant="primary" onClick={() => setSheet(false)}>
                Done
              </Button>
            }
          >
            <p>A bottom sheet on phones, a centred panel from 720 px.</p>
          </Sheet>
        ) : null}
      </Section>

      <Section id="loading" title="Skeleton, spinner, empty state">
        <SkeletonGroup label="Sample loading placeholder" className="dev-style__skeleton">
          <Skeleton height={120} />
          <Skeleton height={16} width="70%" />
          <Skeleton height={16} width="40%" />
        </SkeletonGroup>
        <div className="dev-style__row">
          <Spinner />
        </div>
        <EmptyState
          title="No transactions yet"
          icon={<Inbox />}
          action={<Button variant="primary">Buy Coins</Button>}
        >
          Your purchases, bonuses and redemptions will show here.
        </EmptyState>
      </Section>

      <Section id="art" title="Art">
        <ul className="ui-card-grid">
          <Card as="li" flush>
            <GameArt slug="neon-nights-777" name="Neon Nights 777" />
          </Card>
          <Card as="li" flush>
            <GameArt slug="not-in-the-catalogue" name="Fallback Cover" />
          </Card>
          {([1, 2, 3, 4] as const).map((tier) => (
            <Card as="li" key={tier} className="dev-style__art">
              <CoinPackageArt tier={tier} />
            </Card>
          ))}
          <Card as="li" className="dev-style__art">
            <WelcomeBonusArt />
          </Card>
          <Card as="li" className="dev-style__art">
            <DailyBonusArt />
          </Card>
          <Card as="li" className="dev-style__art">
            <FreeEntryArt />
          </Card>
        </ul>
      </Section>
    </Page>
  );
}
