import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AU_STATES } from '../../../shared/domain/australia.js';
import { PRODUCT_NAME } from '../../../shared/domain/product.js';
import { TRADE_CATEGORIES } from '../../../shared/domain/trade-categories.js';
import { Public } from '../../../shared/infra/http/auth.decorators.js';

export class CategoryDto {
  @ApiProperty() id!: string;
  @ApiProperty() label!: string;
}

export class MetaDto {
  @ApiProperty() productName!: string;
  @ApiProperty({ type: [CategoryDto] }) categories!: CategoryDto[];
  @ApiProperty({ type: [String] }) states!: string[];
}

@ApiTags('platform')
@Controller('meta')
export class MetaController {
  @Public()
  @Get()
  @ApiOkResponse({ type: MetaDto, description: 'Reference data the forms need' })
  meta(): MetaDto {
    return {
      productName: PRODUCT_NAME,
      categories: TRADE_CATEGORIES.map((c) => ({ id: c.id, label: c.label })),
      states: [...AU_STATES],
    };
  }
}
