import type { GatewayConfig } from '../../src/config.js';
import { startControlPlane, type RunningControlPlane } from './control-plane.js';
import { startGateway, type RunningGateway } from './gateway.js';
import { signIn, type Session } from './sign-in.js';
import { startSmtpServer, type TestSmtpServer } from './smtp.js';

/**
 * The real stack a suite runs against: SMTP, the built control plane, the gateway in this process.
 * A suite declares what it reads, `let { gateway, stop } = {} as Stack;`, fills it in beforeAll
 * and calls `stop` in afterAll.
 */
export interface Stack {
  smtp: TestSmtpServer;
  controlPlane: RunningControlPlane;
  gateway: RunningGateway;
  /** Stops the gateway, the control plane and SMTP, in that order. */
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Environment of the control plane (SEED_SAMPLE_SCAN, limits…). */
  controlPlaneEnv?: Record<string, string>;
  gateway?: Partial<GatewayConfig>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const smtp = await startSmtpServer();
  let controlPlane: RunningControlPlane | undefined;
  try {
    controlPlane = await startControlPlane({ smtpUrl: smtp.url, ...(options.controlPlaneEnv ? { env: options.controlPlaneEnv } : {}) });
    const gateway = await startGateway({ controlPlaneUrl: controlPlane.url, ...options.gateway });
    const running = controlPlane;
    const stop = async () => {
      await gateway.stop();
      await running.stop();
      await smtp.stop();
    };
    return { smtp, controlPlane, gateway, stop };
  } catch (error) {
    await controlPlane?.stop();
    await smtp.stop();
    throw error;
  }
}

/** The stack with the seeded TENANT_ADMIN signed in through the gateway. */
export type AdminStack = Stack & { admin: Session };

export async function startAdminStack(options: StackOptions = {}): Promise<AdminStack> {
  const stack = await startStack(options);
  try {
    return { ...stack, admin: await signIn(stack.gateway.url, stack.smtp, 'admin@demo.local') };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
