import type { Request } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { EntityExistsError, EntityNotFoundError, UniqueConflictError, VersionConflictError } from '../db/errors';
import { ApiError, toApiError } from './errors';

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = ApiError.of(403, 'api.auth.forbidden');
    expect(toApiError(error)).toEqual({ error, unexpected: false });
    expect(error.errors).toEqual([{ code: 'auth.forbidden', message: 'Sie haben keine Berechtigung für diese Aktion.' }]);
  });

  it('maps data-layer errors to 404 and 409 with German messages', () => {
    expect(toApiError(new EntityNotFoundError('Branch', 'X')).error).toMatchObject({
      status: 404,
      errors: [{ code: 'entity.notFound', message: 'Filiale wurde nicht gefunden.' }],
    });
    expect(toApiError(new EntityExistsError('Table', 'X')).error).toMatchObject({
      status: 409,
      errors: [{ code: 'entity.exists', message: 'Tisch existiert bereits.' }],
    });
    expect(toApiError(new VersionConflictError('Config', 'shop')).error).toMatchObject({
      status: 409,
      errors: [
        {
          code: 'entity.versionConflict',
          field: 'version',
          message: 'Konfiguration wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Daten neu und versuchen Sie es erneut.',
        },
      ],
    });
    expect(toApiError(new UniqueConflictError('Site', 'path', '/impressum')).error).toMatchObject({
      status: 409,
      errors: [{ code: 'entity.uniqueConflict', field: 'path', message: 'Pfad „/impressum“ ist bereits vergeben.' }],
    });
    expect(toApiError(new UniqueConflictError('User', 'username', 'anna')).error.errors[0]?.message).toBe('Benutzername „anna“ ist bereits vergeben.');
  });

  it('maps an item DynamoDB finds too large to 413', () => {
    const error = Object.assign(new Error('Item size has exceeded the maximum allowed size'), { name: 'ValidationException' });
    expect(toApiError(error)).toMatchObject({ unexpected: false, error: { status: 413, errors: [{ code: 'request.tooLarge' }] } });
  });

  it("maps the middy JSON body parser's errors to 400 with a German message", async () => {
    // What @middy/http-json-body-parser throws, configured as the router configures it.
    const parserError = async (body: string): Promise<unknown> => {
      const request = { event: { headers: {}, body, isBase64Encoded: false } } as unknown as Request<APIGatewayProxyEventV2>;
      try {
        await httpJsonBodyParser<APIGatewayProxyEventV2>({ disableContentTypeCheck: true }).before?.(request);
      } catch (error) {
        return error;
      }
      throw new Error(`the parser accepted ${body}`);
    };
    const invalidJson = {
      unexpected: false,
      error: { status: 400, errors: [{ code: 'request.invalidJson', message: 'Die Anfrage enthält kein gültiges JSON.' }] },
    };
    expect(toApiError(await parserError('{"name": '))).toMatchObject(invalidJson);
    expect(toApiError(await parserError('{"__proto__": {}}'))).toMatchObject(invalidJson);
    // An HTTP error of another middy package is not the body's fault.
    const other = Object.assign(new Error('Unprocessable Entity', { cause: { package: '@middy/validator' } }), { statusCode: 422 });
    expect(toApiError(other)).toMatchObject({ unexpected: true, error: { status: 500 } });
  });

  it('turns anything else into a generic German 500 without details', () => {
    const mapped = toApiError(new TypeError('Cannot read properties of undefined (reading "id")'));
    expect(mapped.unexpected).toBe(true);
    expect(mapped.error.status).toBe(500);
    expect(mapped.error.errors).toEqual([{ code: 'internal', message: 'Leider ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.' }]);
    expect(toApiError('a string').error.status).toBe(500);
  });
});
