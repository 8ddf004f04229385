import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { IDE_BUNDLE, type IdeBundle } from './ide-bundle';
import { sendIdeFile, type IdeRequest, type IdeResponse } from './ide-http';

/** The IDE's script, style and licence files, named by content hash, hence cached for good. */
@Controller('ide/assets')
export class IdeAssetsController {
  constructor(@Inject(IDE_BUNDLE) private readonly bundle: IdeBundle) {}

  @Get(':file')
  asset(@Param('file') name: string, @Req() req: IdeRequest, @Res() res: IdeResponse): void {
    const file = this.bundle.built ? this.bundle.assets.get(name) : undefined;
    if (!file) throw new NotFoundException(`No IDE asset ${name}`);
    sendIdeFile(req, res, file, 'public, max-age=31536000, immutable');
  }
}
