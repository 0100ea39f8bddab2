import { delay, type RequestHandler } from 'msw';
import type { ApprovalDecision, CampaignApproval } from '@vigil/openapi';
import { apiHttp, attributesReply, valueReply } from '@vigil/openapi/mocks';
import { pendingApprovalFixture } from '../fixtures/approval';

export interface CampaignApprovalServerOptions {
  /** The approval this server knows (by its uuid). @default pendingApprovalFixture */
  approval?: CampaignApproval;
  /** The lookup never answers (loading). */
  lookupPending?: boolean;
  /** Every submit answers 500 and records nothing. */
  failSubmit?: boolean;
  /** Each submit waits this long before answering. */
  submitDelayMs?: number;
  /** Hears each call as `METHOD /path` (and its body, when any). */
  record?: (call: string, body?: unknown) => void;
}

const error = (status: number, message: string) => ({ status, message });

/**
 * An in-memory approval server: the lookup by approval id (404 for any other id), and the submit
 * with the contract's rules (foreign or repeated selections 400, another answer 409, nothing
 * recorded then; the same answer again accepted).
 */
export function campaignApprovalHandlers({ approval: given = pendingApprovalFixture, lookupPending = false, failSubmit = false, submitDelayMs = 0, record }: CampaignApprovalServerOptions = {}): RequestHandler[] {
  let approval = given;
  const path = (request: Request) => new URL(request.url).pathname.replace(/^.*\/api/, '');
  return [
    apiHttp.get('/campaigns_external/{id}', async ({ request, params, response }) => {
      record?.(`GET ${path(request)}`);
      if (lookupPending) await delay('infinite');
      if (params.id !== approval.uuid) return response(404).json(error(404, 'Not Found'));
      return response(200).json(attributesReply(approval));
    }),
    apiHttp.post('/campaigns_external', async ({ request, response }) => {
      const body = await request.clone().json();
      record?.(`POST ${path(request)}`, body);
      if (submitDelayMs > 0) await delay(submitDelayMs);
      if (failSubmit) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      if (body.uuid !== approval.uuid) return response(404).json(error(404, 'Not Found'));
      const byUuid = new Map(approval.custom_selections.map((selection) => [selection.uuid, selection]));
      const seen = new Set<string>();
      const answers = new Map<string, ApprovalDecision>();
      for (const { uuid, action } of body.selections) {
        const selection = byUuid.get(uuid);
        if (!selection || seen.has(uuid)) return response(400).json(error(400, 'Selection not part of this approval'));
        if (selection.response !== null && selection.response !== action) return response(409).json(error(409, 'Selection already answered'));
        seen.add(uuid);
        if (selection.response === null) answers.set(uuid, action);
      }
      approval = {
        ...approval,
        custom_selections: approval.custom_selections.map((selection) => {
          const answer = answers.get(selection.uuid);
          return answer ? { ...selection, response: answer } : selection;
        }),
      };
      return response(200).json(valueReply({ submitted: answers.size }));
    }),
  ];
}
