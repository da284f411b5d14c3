import type { TokenSlots } from '../../features/onboarding/steps/TokenStep';
import { CreateTokenForm, TokenSecret } from '../../features/tokens';

const RUN_ONLY = ['RUN'] as const;

/** The onboarding's token step uses the tokens component: a RUN token with the default validity, its secret shown once. */
export const onboardingTokenSlots: TokenSlots = {
  // Keyed by project: the default name follows a project created from the step.
  form: (props) => <CreateTokenForm key={props.projectId} kinds={RUN_ONLY} {...props} />,
  secret: (props) => <TokenSecret {...props} />,
};
