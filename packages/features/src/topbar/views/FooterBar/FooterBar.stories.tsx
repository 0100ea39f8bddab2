import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from 'react-redux';
import type { Environment } from '@vigil/openapi';
import { expect, waitFor } from 'storybook/test';
import { environmentFixture, noEnvironmentFixture, stagingEnvironmentFixture, trainingEnvironmentFixture } from '../../fixtures/topbar';
import { topbarHandlers } from '../../mocks/topbar.handlers';
import { topbarStoryKit } from '../../mocks/topbarStory';
import { selectEnvironmentStatus } from '../../state/topbar.selectors';
import { FooterBar } from './FooterBar';

const meta = {
  title: 'Features/Topbar/FooterBar',
  component: FooterBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FooterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story of the footer as GET /environment answers `environment`, with the text colour expected. */
function footerStory(environment: Environment, textColour: string | null): Story {
  return {
    parameters: { store: topbarStoryKit().store, msw: [topbarHandlers.environment(environment)] },
    play: async ({ canvas }) => {
      const footer = await canvas.findByRole('contentinfo', { name: 'Environment' });
      await expect(footer).toHaveTextContent(environment.name ?? '');
      if (textColour) await expect(getComputedStyle(footer).color).toBe(textColour);
    },
  };
}

/** The message on the default background. */
export const DefaultBackground = footerStory(environmentFixture, null);
/** A dark configured background: white text. */
export const DarkBackground = footerStory(stagingEnvironmentFixture, 'rgb(255, 255, 255)');
/** A light configured background: black text. */
export const LightBackground = footerStory(trainingEnvironmentFixture, 'rgb(0, 0, 0)');

/** Stories only: tells when GET /environment has answered, for a footer that shows nothing. */
function LoadStatus() {
  return <output data-testid="environment-status">{useSelector(selectEnvironmentStatus)}</output>;
}

/** No environment message: no footer at all. */
export const WithoutMessage: Story = {
  parameters: { store: topbarStoryKit().store, msw: [topbarHandlers.environment(noEnvironmentFixture)] },
  render: () => (
    <>
      <FooterBar />
      <LoadStatus />
    </>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('environment-status')).toHaveTextContent('loaded'));
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};
