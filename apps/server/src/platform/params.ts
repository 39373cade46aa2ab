import { z } from 'zod';

export const idParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });
