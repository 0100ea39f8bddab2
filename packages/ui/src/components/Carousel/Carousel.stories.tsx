import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Carousel } from './Carousel';

// The version 6.0 announcement: four steps, 'Next' on steps 0 to 2, 'Learn More' and 'Skip' on the last.
const STEPS = [
  {
    title: 'Welcome to Vigil 6.0',
    body: 'Our new major version brings unprecedented visibility and control of your environment.',
  },
  {
    title: 'One platform',
    body: 'Cyber asset management and SaaS management are now one system of record for all your digital infrastructure, with unified adapters, queries and enforcement actions across devices, users, software, SaaS applications and cloud infrastructure.',
  },
  {
    title: 'Assets Page and Asset Graph',
    body: 'A new Assets Page is your central hub, and the Asset Graph maps the relationships between your assets.',
  },
  {
    title: 'Control and insight',
    body: 'Enhanced role-based access control for dashboards, queries, adapters and data fields; a Findings Page for insights and alerts when assets deviate from expectations; and ticket tracking with asset context for tickets created through the Enforcement Center.',
  },
] as const;

const STEP_CONTENT = STEPS.map(({ title, body }) => (
  <div key={title} style={{ minHeight: 120 }}>
    <h2 style={{ margin: '0 0 8px', fontSize: 20, lineHeight: 1.25 }}>{title}</h2>
    <p style={{ margin: 0 }}>{body}</p>
  </div>
));

const LAST_STEP = STEPS.length - 1;

// Stands in for the announcement modal (550px wide in the spec).
const DialogCard = styled.div`
  width: 550px;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

interface AnnouncementFlowProps {
  initialStep: number;
  onStepChange: (step: number) => void;
  onLearnMore: () => void;
  onSkip: () => void;
}

/** How the announcement dialog uses the carousel: it owns the step and renders the buttons. */
function AnnouncementFlow({ initialStep, onStepChange, onLearnMore, onSkip }: AnnouncementFlowProps) {
  const [step, setStep] = useState(initialStep);
  const goTo = (next: number) => {
    setStep(next);
    onStepChange(next);
  };
  return (
    <DialogCard>
      <Carousel
        label="What's new in Vigil 6.0"
        steps={STEP_CONTENT}
        step={step}
        onStepChange={goTo}
        footer={
          step === LAST_STEP ? (
            <>
              <Button variant="secondary" onPress={onSkip}>
                Skip
              </Button>
              <Button variant="primary" onPress={onLearnMore}>
                Learn More
              </Button>
            </>
          ) : (
            <Button
              variant="primary"
              onPress={() => {
                goTo(step + 1);
              }}
            >
              Next
            </Button>
          )
        }
      />
    </DialogCard>
  );
}

const onLearnMore = fn();
const onSkip = fn();

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { label: "What's new in Vigil 6.0", steps: STEP_CONTENT, step: 0, onStepChange: fn() },
  render: (args) => <AnnouncementFlow initialStep={args.step} onStepChange={args.onStepChange} onLearnMore={onLearnMore} onSkip={onSkip} />,
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LastStep: Story = { args: { step: LAST_STEP } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const ShowsNextUntilTheLastStep: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    onLearnMore.mockClear();
    onSkip.mockClear();
    const expectStep = async (index: number) => {
      await expect(canvas.getByRole('tab', { name: `Step ${index + 1} of 4` })).toHaveAttribute('aria-selected', 'true');
      await expect(within(canvas.getByRole('tabpanel')).getByRole('heading', { name: STEPS[index]?.title })).toBeInTheDocument();
    };

    await expectStep(0);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Learn More' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));

    await expectStep(1);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expectStep(2);
    await expect(canvas.queryByRole('button', { name: 'Skip' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));

    await expectStep(3);
    await expect(args.onStepChange).toHaveBeenNthCalledWith(3, 3);
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    const learnMore = canvas.getByRole('button', { name: 'Learn More' });
    const skip = canvas.getByRole('button', { name: 'Skip' });
    await userEvent.click(learnMore);
    await expect(onLearnMore).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onSkip).toHaveBeenCalledTimes(1);
  },
};

export const MovesWithArrowKeys: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const dot = (index: number) => canvas.getByRole('tab', { name: `Step ${index + 1} of 4` });

    await userEvent.click(dot(1));
    await expect(dot(1)).toHaveAttribute('aria-selected', 'true');
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);

    await userEvent.keyboard('{ArrowRight}');
    await expect(dot(2)).toHaveAttribute('aria-selected', 'true');
    await expect(dot(2)).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(dot(0)).toHaveAttribute('aria-selected', 'true');
    // The first step is the start: no wrapping round to the last.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dot(0)).toHaveAttribute('aria-selected', 'true');
    await expect(dot(0)).toHaveFocus();

    // Arrows work from the content and from the footer too.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dot(1)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dot(2)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

export const JumpsToAStepFromItsDot: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Step 4 of 4' }));
    await expect(canvas.getByRole('button', { name: 'Learn More' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Step 3 of 4' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  },
};
