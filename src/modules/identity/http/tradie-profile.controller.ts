import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/infra/http/auth.decorators.js';
import { uuidParam } from '../../../shared/infra/http/validation.js';
import { AccountService } from '../domain/account.service.js';

export class PublicTradieProfileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() businessName!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty({ type: [String] }) categories!: string[];
  @ApiProperty() licenceState!: string;
  @ApiProperty() servicePostcode!: string;
  @ApiProperty() serviceRadiusKm!: number;
  @ApiProperty({ format: 'date-time' }) memberSince!: string;
  @ApiProperty() verified!: boolean;
  @ApiProperty({ type: Number, nullable: true }) averageRating!: number | null;
  @ApiProperty() reviewCount!: number;
  @ApiProperty({ type: [Object], description: 'Reviews arrive with the reviews module' })
  reviews!: unknown[];
}

@ApiTags('tradies')
@Controller('tradies')
export class TradieProfileController {
  constructor(private readonly accounts: AccountService) {}

  @Public()
  @Get(':id/profile')
  @ApiOkResponse({ type: PublicTradieProfileDto })
  @ApiNotFoundResponse({ description: 'No approved tradie with that id' })
  async profile(@Param('id', uuidParam()) id: string): Promise<PublicTradieProfileDto> {
    const account = await this.accounts.publicTradie(id);
    const tradie = account.tradie!;
    return {
      id: account.id,
      businessName: tradie.businessName,
      firstName: account.firstName,
      categories: tradie.categories,
      licenceState: tradie.licenceState,
      servicePostcode: tradie.servicePostcode,
      serviceRadiusKm: tradie.serviceRadiusKm,
      memberSince: account.createdAt.toISOString(),
      verified: true,
      averageRating: null,
      reviewCount: 0,
      reviews: [],
    };
  }
}
