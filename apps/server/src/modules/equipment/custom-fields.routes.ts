import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addAlternateCodeInput,
  alternateCode,
  alternateCodeList,
  alternateCodeParams,
  createCustomFieldInput,
  customField,
  customFieldListQuery,
  customFieldList,
  deleteCustomFieldResult,
  equipmentCustomValues,
  setCustomValuesInput,
  updateCustomFieldInput,
} from '@gears/domain';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { errorResponses, noContent } from '../../platform/responses.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as codes from './alternate-codes.service.ts';
import * as service from './custom-fields.service.ts';

const tags = ['equipment', 'custom-fields'];
const config = readRoute;

/**
 * /api/custom-fields (settings: the company's field definitions) and a machine's values and alternate codes
 * (/api/equipment/:id/custom-fields, /api/equipment/:id/alternate-codes); issue 19 items 4 and 5.
 */
export async function customFieldRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/custom-fields',
    { schema: { tags, querystring: customFieldListQuery, response: { 200: customFieldList } }, config },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) =>
        service.listCustomFields(tx, scope, { companyId: req.query.companyId, archived: req.query.archived === 'true' }),
      );
    },
  );

  r.post(
    '/api/custom-fields',
    { schema: { tags, body: createCustomFieldInput, response: { 201: customField, ...errorResponses(403, 404, 409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => service.createCustomField(tx, scope, req.body)));
    },
  );

  r.patch(
    '/api/custom-fields/:id',
    { schema: { tags, params: idParams, body: updateCustomFieldInput, response: { 200: customField, ...errorResponses(403, 409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.updateCustomField(tx, scope, req.params.id, req.body));
    },
  );

  r.delete(
    '/api/custom-fields/:id',
    { schema: { tags, params: idParams, response: { 200: deleteCustomFieldResult, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.deleteCustomField(tx, scope, req.params.id));
    },
  );

  r.get(
    '/api/equipment/:id/custom-fields',
    { schema: { tags, params: idParams, response: { 200: equipmentCustomValues } }, config },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.customValuesOf(tx, scope, req.params.id));
    },
  );

  // The detail dialog sends its whole form, so a required field left empty is refused here.
  r.put(
    '/api/equipment/:id/custom-fields',
    { schema: { tags, params: idParams, body: setCustomValuesInput, response: { 200: equipmentCustomValues, ...errorResponses(409) } } },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.setCustomFieldValues(tx, scope, req.params.id, req.body.values, { requireAll: true }));
    },
  );

  r.get(
    '/api/equipment/:id/alternate-codes',
    { schema: { tags, params: idParams, response: { 200: alternateCodeList } }, config },
    async (req) => {
      const scope = scopeOf(requireAuth(req));
      return req.tenant((tx) => codes.listAlternateCodes(tx, scope, req.params.id));
    },
  );

  r.post(
    '/api/equipment/:id/alternate-codes',
    { schema: { tags, params: idParams, body: addAlternateCodeInput, response: { 201: alternateCode, ...errorResponses(409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      return reply.status(201).send(await req.tenant((tx) => codes.addAlternateCode(tx, scope, req.params.id, req.body)));
    },
  );

  r.delete(
    '/api/equipment/:id/alternate-codes/:codeId',
    { schema: { tags, params: alternateCodeParams, response: { 204: noContent, ...errorResponses(409) } } },
    async (req, reply) => {
      const scope = scopeOf(requireAuth(req));
      await req.tenant((tx) => codes.removeAlternateCode(tx, scope, req.params.id, req.params.codeId));
      return reply.status(204).send();
    },
  );
}
