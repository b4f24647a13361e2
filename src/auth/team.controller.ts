import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminRoute, ApiFailures, ApiInvalid, ApiRowId } from '../common/openapi/decorators';
import { INVALID_EMAIL_MESSAGE } from '../common/validation/email';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { CreateUserDto, UpdateUserDto } from './dto/team.dto';
import { CreatedTeamMemberDto, InvitationSentDto, TeamMemberDto } from './dto/team-responses';
import { AuthenticatedAdmin, CurrentAdmin } from './jwt-auth.guard';
import {
  ALREADY_ACTIVE_MESSAGE,
  DISABLED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  LAST_PRACTITIONER_MESSAGE,
  NO_EMAIL_MESSAGE,
  TeamMember,
  TeamService,
  USER_NOT_FOUND_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
} from './team.service';

const INVALID_USER_ID = 'Identifiant de compte invalide.';

/**
 * The practice's team (« Équipe »): the practitioner's alone, like every route that says
 * nothing else. No deletion: an account is disabled, so the journal keeps naming who did what.
 */
@ApiTags('Équipe')
@AdminRoute()
@Controller('admin/users')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ApiOperation({ summary: 'Les comptes de l’équipe, du plus ancien au plus récent' })
  @ApiOkResponse({ type: [TeamMemberDto] })
  list(): Promise<TeamMember[]> {
    return this.team.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Créer un compte et lui envoyer une invitation',
    description:
      'Le compte n’a pas de mot de passe : son titulaire le choisit par le lien reçu (valable 72 h, une fois).',
  })
  @ApiCreatedResponse({ type: CreatedTeamMemberDto })
  @ApiInvalid({ email: INVALID_EMAIL_MESSAGE })
  @ApiFailures(
    HttpStatus.CONFLICT,
    'Nom d’utilisateur ou adresse déjà pris',
    USERNAME_TAKEN_MESSAGE,
    EMAIL_TAKEN_MESSAGE,
  )
  create(
    @Body() dto: CreateUserDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<TeamMember & { invitationSent: boolean }> {
    return this.team.create(dto, admin.id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Changer le rôle d’un compte, le désactiver ou le réactiver',
    description: `Désactivé, le compte ne peut plus se connecter et ses sessions prennent fin aussitôt. Refusé (409) s’il ne restait aucun praticien actif : « ${LAST_PRACTITIONER_MESSAGE} »`,
  })
  @ApiOkResponse({ type: TeamMemberDto })
  @ApiRowId('Le compte', INVALID_USER_ID, USER_NOT_FOUND_MESSAGE)
  @ApiFailures(HttpStatus.CONFLICT, 'Le cabinet resterait sans praticien actif', LAST_PRACTITIONER_MESSAGE)
  update(
    @Param('id', uuidParam(INVALID_USER_ID)) id: string,
    @Body() dto: UpdateUserDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<TeamMember> {
    return this.team.update(id, dto, admin.id);
  }

  @Post(':id/invitation')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Envoyer de nouveau l’invitation (nouveau lien, l’ancien ne sert plus)',
  })
  @ApiOkResponse({ type: InvitationSentDto })
  @ApiRowId('Le compte', INVALID_USER_ID, USER_NOT_FOUND_MESSAGE)
  @ApiFailures(
    HttpStatus.CONFLICT,
    'Mot de passe déjà choisi, compte désactivé ou sans adresse',
    ALREADY_ACTIVE_MESSAGE,
    DISABLED_MESSAGE,
    NO_EMAIL_MESSAGE,
  )
  resendInvitation(
    @Param('id', uuidParam(INVALID_USER_ID)) id: string,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<{ invitationSent: boolean }> {
    return this.team.resendInvitation(id, admin.id);
  }
}
