/** The reverse call's query, for the server (zod stays out of the browser's home-page bundle). */
import { z } from 'zod';
import { documentedAs } from '../openapi-meta';
import { COORDINATE_AXES, type CoordinateAxis, coordinateMessages, parseCoordinate } from './coordinates';

export const coordinate = (axis: CoordinateAxis) =>
  z
    .string({ error: coordinateMessages.required(axis) })
    .transform((text, context) => {
      const result = parseCoordinate(axis, text);
      if (result.ok) return result.value;
      context.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    })
    // Read in code: the document says what that reads, a plain decimal (no exponent) within the axis's range.
    .meta(documentedAs({ type: 'number', minimum: COORDINATE_AXES[axis].min, maximum: COORDINATE_AXES[axis].max }));

export const reverseGeocodeQuerySchema = z.object({ lat: coordinate('lat'), lon: coordinate('lon') });

export type ReverseGeocodeQuery = z.output<typeof reverseGeocodeQuerySchema>;
