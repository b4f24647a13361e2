import { ArgumentMetadata, Injectable, ValidationPipe } from '@nestjs/common';
import { assertSafeBody } from './body-shape';
import { firstMessagePerField, validationFailure } from './validation-failure';

/**
 * The global pipe (APP_PIPE): unknown properties refused, values converted to the DTO
 * classes, and every failure answered as 400 {success:false, message, errors:{field: "…"}}
 * with the first French message of each field.
 */
@Injectable()
export class FrenchValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      // One message per field is all we send; stopping early also saves work on hostile input.
      stopAtFirstError: true,
      exceptionFactory: (errors) => validationFailure(firstMessagePerField(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && this.toValidate(metadata)) assertSafeBody(value);
    return super.transform(value, metadata);
  }
}
