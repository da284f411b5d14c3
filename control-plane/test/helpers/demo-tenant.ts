import type { Client } from './client.js';

/** The seeded Demo tenant as its administrator sees it: its id and its two projects. */
export interface DemoTenant {
  tenantId: string;
  /** "Internet Banking". */
  banking: string;
  /** "API Pix". */
  pix: string;
}

export async function demoTenant(admin: Client): Promise<DemoTenant> {
  const tenantId = (await admin.get('/auth/whoami')).body.user.tenantId as string;
  const projects = (await admin.get('/api/v1/projects')).body.projects as { id: string; name: string }[];
  const idOf = (name: string) => {
    const project = projects.find((p) => p.name === name);
    if (!project) throw new Error(`the seed has no project "${name}"`);
    return project.id;
  };
  return { tenantId, banking: idOf('Internet Banking'), pix: idOf('API Pix') };
}

/** The Demo administrator signed in, "Internet Banking" and the secret of a new CI token (kind RUN) of it: what uploads a scan. */
export async function bankingUploader(signIn: (email: string) => Promise<Client>): Promise<{ admin: Client; banking: string; runToken: string }> {
  const admin = await signIn('admin@demo.local');
  const { tenantId, banking } = await demoTenant(admin);
  const runToken = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'CI', projectId: banking, kind: 'RUN' })).body.secret as string;
  return { admin, banking, runToken };
}
