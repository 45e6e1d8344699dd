//! The Write (Y24–Y43): a seat's action tried on a copy of its sheet and
//! round, every deed, cost and bonus carried out or refused.

use crate::babylon::action::{Action, Choice, Deed, Pay};
use crate::babylon::board::{BoardCell, BoardCells, Section};
use crate::babylon::error::{IllegalAction, Step};
use crate::babylon::event::Event;
use crate::babylon::manifest::{self as m, Bonus, Cost};
use crate::babylon::shape::{Footprint, Shape, Side};
use crate::babylon::sheet::{Building, Cell, Cells, Metal, Resource, Sheet, TowerIcon};
use crate::babylon::{Babylon, Die, Placed, Turn};
use crate::seat::Seat;

use super::{Result, cleanup};

/// What a Write action depends on besides the seat's own sheet.
pub(super) struct Ctx {
    pub(super) tables: &'static m::Tables,
    pub(super) covered: BoardCells,
    /// The section closed by an accepted penalty, and its value (Y38).
    pub(super) closed: Option<(BoardCell, u8)>,
    pub(super) placed: Option<Placed>,
}

impl Ctx {
    #[inline]
    pub(super) fn of(game: &Babylon) -> Ctx {
        Ctx {
            tables: game.tables(),
            covered: game.placed.map_or(BoardCells::default(), |p| p.cells),
            closed: game.closed(),
            placed: game.placed,
        }
    }

    #[inline]
    pub(super) fn is_closed(&self, cell: BoardCell) -> bool {
        self.closed.is_some_and(|(c, _)| c == cell)
    }

    #[inline]
    pub(super) fn banned(&self) -> Option<u8> {
        self.closed.map(|(_, v)| v)
    }
}

pub(super) fn write(
    game: &mut Babylon,
    seat: Seat,
    action: &Action,
    events: &mut Vec<Event>,
) -> Result<()> {
    let ctx = Ctx::of(game);
    let player = &mut game.players[seat.index()];
    match action {
        Action::Undo => {
            let (sheet, turn) = player.undo.pop().ok_or(IllegalAction::NothingToUndo)?;
            player.sheet = sheet;
            player.turn = turn;
            Ok(())
        }
        Action::Done => {
            // Y23 (1): unspent and virtual dice, loose resources and a
            // pending bonus lapse at done.
            player.done = true;
            player.undo.clear();
            player.turn.pending = None;
            player.turn.loose = [0, 0];
            events.push(Event::Done { seat });
            if game.playing().all(|s| game.players[s.index()].done) {
                cleanup(game, events);
            }
            Ok(())
        }
        _ => {
            let mut sheet = player.sheet.clone();
            let mut turn = player.turn.clone();
            let mut gained = Vec::new();
            act(&ctx, seat, &mut sheet, &mut turn, action, &mut gained)?;
            let before_sheet = std::mem::replace(&mut player.sheet, sheet);
            let before_turn = std::mem::replace(&mut player.turn, turn);
            player.undo.push((before_sheet, before_turn));
            events.extend(gained);
            Ok(())
        }
    }
}

/// One Write action but `undo` and `done`, on a copy of the seat's sheet
/// and round.
pub(super) fn act(
    ctx: &Ctx,
    seat: Seat,
    sheet: &mut Sheet,
    turn: &mut Turn,
    action: &Action,
    events: &mut Vec<Event>,
) -> Result<()> {
    match *action {
        Action::Bonus(choice) => return resolve(sheet, turn, choice),
        Action::Skip => {
            return match turn.pending.take() {
                Some(_) => Ok(()),
                None => Err(IllegalAction::NoBonus),
            };
        }
        _ => {}
    }
    if let Some(pending) = turn.pending {
        return Err(IllegalAction::BonusPending { pending });
    }
    if turn.drew {
        return Err(IllegalAction::AfterDraw);
    }
    match *action {
        Action::ConvertWood(metal) => {
            spend(sheet, turn, Resource::Wood, 1)
                .then_some(())
                .ok_or(IllegalAction::NoResource { resource: "wood" })?;
            gain_metal(sheet, metal)
        }
        Action::ConvertWheat => {
            spend(sheet, turn, Resource::Wheat, 1)
                .then_some(())
                .ok_or(IllegalAction::NoResource { resource: "wheat" })?;
            sheet.wheat_box += 1;
            Ok(())
        }
        Action::Draw(cells) => {
            let placed = ctx.placed.expect("a tile is placed in the Write");
            if std::mem::replace(&mut turn.drew, true) {
                return Err(IllegalAction::DrawnAlready);
            }
            let shape = Shape::of_tile(placed.tile);
            let drawn = Footprint::new(cells.xy());
            if !placed.footprint().matches(&drawn) {
                let other = match placed.side {
                    Side::A => Side::B,
                    Side::B => Side::A,
                };
                let mirror = Footprint::of(shape, other).matches(&drawn);
                return Err(IllegalAction::DrawFootprint {
                    shape,
                    side: placed.side,
                    mirror,
                });
            }
            draw_shape(sheet, cells)
        }
        Action::Write { pond, deed, pay } => {
            access(ctx, sheet, turn, pond, deed)?;
            pay_die(ctx, sheet, turn, deed, pay)?;
            perform(ctx, seat, sheet, turn, deed, pay, events)
        }
        _ => Err(IllegalAction::NotNow { step: Step::Write }),
    }
}

/// Y24, Y25, Y28, Y38: whether the section is reached, through the Pond
/// if need be (marking the Pond used).
fn access(ctx: &Ctx, sheet: &Sheet, turn: &mut Turn, pond: bool, deed: Deed) -> Result<()> {
    let section = deed.section();
    let icon = section.icon();
    let use_pond = |turn: &mut Turn| {
        if ctx.is_closed(BoardCell::Pond) {
            return Err(IllegalAction::Closed {
                section: Section::River,
            });
        }
        if ctx.covered.contains(BoardCell::Pond) {
            return Err(IllegalAction::PondCovered);
        }
        if std::mem::replace(&mut turn.pond_used, true) {
            return Err(IllegalAction::PondUsed);
        }
        Ok(())
    };
    if let Deed::River(_) = deed {
        if pond {
            return Err(IllegalAction::PondRiver);
        }
        return use_pond(turn);
    }
    if ctx.is_closed(icon) {
        return Err(IllegalAction::Closed { section });
    }
    let free_pawn = (deed == Deed::Worker && sheet.has(Building::Tent))
        || (deed == Deed::Ship && sheet.has(Building::Boat));
    let open = free_pawn || !ctx.covered.contains(icon);
    match (open, pond) {
        (true, false) => Ok(()),
        (true, true) => Err(IllegalAction::PondNotNeeded { section }),
        (false, false) => Err(IllegalAction::Covered { section }),
        (false, true) => use_pond(turn),
    }
}

/// Y13, Y14, Y26, Y38: the die (or the pencil's resource).
fn pay_die(
    ctx: &Ctx,
    sheet: &mut Sheet,
    turn: &mut Turn,
    deed: Deed,
    pay: Option<Pay>,
) -> Result<()> {
    let allowed = deed.dice(sheet.has(Building::Tent), sheet.has(Building::Boat));
    let verb = deed.verb();
    match pay {
        None if allowed != 0 => Err(IllegalAction::DieRequired { verb }),
        None => Ok(()),
        Some(_) if allowed == 0 => Err(IllegalAction::NoDieTaken { verb }),
        Some(Pay::Die(value)) => {
            if allowed & (1 << value) == 0 {
                let values: Vec<String> = (1..=6u8)
                    .filter(|v| allowed & (1 << v) != 0)
                    .map(|v| v.to_string())
                    .collect();
                return Err(IllegalAction::WrongValue {
                    verb,
                    value,
                    allowed: values.join(", "),
                });
            }
            if ctx.banned() == Some(value) {
                return Err(IllegalAction::PenaltyValue { value });
            }
            // Virtual dice first: they vanish at done anyway.
            let die = turn
                .dice
                .iter_mut()
                .filter(|d| !d.spent && d.value == value)
                .max_by_key(|d| d.virtual_die)
                .ok_or(IllegalAction::NoSuchDie { value })?;
            die.spent = true;
            Ok(())
        }
        Some(Pay::Resource(resource)) => {
            if !matches!(deed, Deed::Pencil(..)) {
                return Err(IllegalAction::ResourceOnlyForPencil);
            }
            if spend(sheet, turn, resource, 1) {
                Ok(())
            } else {
                Err(IllegalAction::NoResource {
                    resource: resource.word(),
                })
            }
        }
    }
}

/// The action's effect, in full or not at all (Y27).
fn perform(
    ctx: &Ctx,
    seat: Seat,
    sheet: &mut Sheet,
    turn: &mut Turn,
    deed: Deed,
    pay: Option<Pay>,
    events: &mut Vec<Event>,
) -> Result<()> {
    if let Some(building) = deed.building() {
        if sheet.has(building) {
            return Err(IllegalAction::AlreadyBuilt { building });
        }
        pay_cost(sheet, turn, m::building_cost(building))?;
        sheet.built[building as usize] = true;
    }
    match deed {
        Deed::Art(cell) => circle(sheet, TowerIcon::Art, cell),
        Deed::Mosaic(cell) => circle(sheet, TowerIcon::Mosaic, cell),
        Deed::Palm(cell) => circle(sheet, TowerIcon::Palm, cell),
        Deed::Lion(cell) => circle(sheet, TowerIcon::Lion, cell),
        Deed::Amphora => count_up(&mut sheet.amphorae, m::AMPHORAE, "all amphorae are circled"),
        Deed::Vase => {
            if sheet.amphorae < m::AMPHORAE {
                return Err(IllegalAction::VaseTooSoon);
            }
            if sheet.vase_rows >= m::BIG_AMPHORAE * m::BIG_AMPHORA_ROWS {
                return Err(IllegalAction::Full {
                    what: "both big amphorae are filled",
                });
            }
            pay_cost(sheet, turn, m::VASE_COST)?;
            sheet.vase_rows += 1;
            Ok(())
        }
        Deed::Wall => {
            let Some(Pay::Die(value)) = pay else {
                return Err(IllegalAction::DieRequired { verb: "wall" });
            };
            cross_wall(sheet, value)
        }
        Deed::Statue(cells) => {
            let lions = sheet.printed().icons[TowerIcon::Lion as usize];
            let uncircled = Cells(lions.0 & !sheet.circled.0);
            let expected = uncircled.len().min(m::STATUE_LIONS);
            if cells.len() != expected || cells.0 & !uncircled.0 != 0 {
                return Err(IllegalAction::StatueLions { expected });
            }
            sheet.circled = Cells(sheet.circled.0 | cells.0);
            Ok(())
        }
        Deed::Garden => count_up(&mut sheet.garden, m::GARDEN, "all garden palms are circled"),
        Deed::Gold => gain_metal(sheet, Metal::Gold),
        Deed::Stone => gain_metal(sheet, Metal::Stone),
        Deed::Mason(cells) => {
            let adjacent = cells.len() == 2 && {
                let mut it = cells.iter();
                let (a, b) = (it.next(), it.next());
                a.zip(b)
                    .is_some_and(|(a, b)| a.neighbours().any(|n| n == b))
            };
            if cells.len() != 1 && !adjacent {
                return Err(IllegalAction::MasonCells);
            }
            if !sheet.has(Building::Mine) {
                let cost = if cells.len() == 1 {
                    m::MASON_ONE_COST
                } else {
                    m::MASON_TWO_COST
                };
                pay_cost(sheet, turn, cost)?;
            }
            draw_shape(sheet, cells)
        }
        Deed::Pencil(icon, cell) => pencil(sheet, icon, cell),
        Deed::Worker => {
            if std::mem::replace(&mut turn.worker, true) {
                return Err(IllegalAction::PawnPlaced { pawn: "worker" });
            }
            let placed = ctx.placed.expect("a tile is placed in the Write");
            grant(
                ctx,
                seat,
                sheet,
                turn,
                placed.bonuses(ctx.tables).garden,
                false,
                events,
            );
            Ok(())
        }
        Deed::Ship => {
            if std::mem::replace(&mut turn.ship, true) {
                return Err(IllegalAction::PawnPlaced { pawn: "ship" });
            }
            let placed = ctx.placed.expect("a tile is placed in the Write");
            for bonus in placed.bonuses(ctx.tables).lake {
                grant(ctx, seat, sheet, turn, bonus, true, events);
            }
            Ok(())
        }
        Deed::Cart => count_up(
            &mut sheet.carts,
            m::CARTS_PER_COLUMN * m::CART_COLUMNS.len() as u8,
            "all flower carts are circled",
        ),
        Deed::River(resource) => circle_river(sheet, resource),
        Deed::House | Deed::Mine | Deed::Tent | Deed::Boat => Ok(()),
    }
}

fn count_up(count: &mut u8, size: u8, what: &'static str) -> Result<()> {
    if *count >= size {
        return Err(IllegalAction::Full { what });
    }
    *count += 1;
    Ok(())
}

fn cross_wall(sheet: &mut Sheet, row: u8) -> Result<()> {
    let index = m::WALL_ROWS
        .iter()
        .position(|&r| r == row)
        .ok_or(IllegalAction::Full {
            what: "no wall row of that value",
        })?;
    count_up(
        &mut sheet.wall[index],
        m::WALL_SPACES,
        "that wall row is crossed",
    )
}

fn circle_river(sheet: &mut Sheet, resource: Resource) -> Result<()> {
    if !sheet.river_has_room(resource) {
        return Err(IllegalAction::Full {
            what: match resource {
                Resource::Wood => "every River wood is circled",
                Resource::Wheat => "every River wheat is circled",
            },
        });
    }
    sheet.river[resource as usize] += 1;
    Ok(())
}

fn gain_metal(sheet: &mut Sheet, metal: Metal) -> Result<()> {
    let size = sheet.printed().track;
    let track = sheet.track_mut(metal);
    if !track.has_room(size) {
        return Err(IllegalAction::Full {
            what: match metal {
                Metal::Gold => "the gold track is full",
                Metal::Stone => "the stone track is full",
            },
        });
    }
    track.circled += 1;
    Ok(())
}

/// Circle the printed `icon` at `cell` (a section's main action, Y13).
fn circle(sheet: &mut Sheet, icon: TowerIcon, cell: Cell) -> Result<()> {
    if !sheet.printed().icons[icon as usize].contains(cell) {
        return Err(IllegalAction::NotPrinted { icon, cell });
    }
    if sheet.circled.contains(cell) {
        return Err(IllegalAction::AlreadyCircled { cell });
    }
    sheet.circled = sheet.circled.with(cell);
    Ok(())
}

/// Y31: draw `icon` at `cell`.
fn pencil(sheet: &mut Sheet, icon: TowerIcon, cell: Cell) -> Result<()> {
    pencil_check(sheet, icon, cell)?;
    let drawn = &mut sheet.drawn[icon as usize];
    *drawn = drawn.with(cell);
    Ok(())
}

fn pencil_check(sheet: &Sheet, icon: TowerIcon, cell: Cell) -> Result<()> {
    if !sheet.filled.contains(cell) {
        return Err(IllegalAction::PencilOutside { cell });
    }
    if sheet.icon_at(cell).is_some() {
        return Err(IllegalAction::PencilOnIcon { cell });
    }
    if sheet.printed().openings().contains(cell) {
        return Err(IllegalAction::PencilOnOpening { cell });
    }
    let same = sheet.icons_of(icon);
    if !cell.neighbours().any(|n| same.contains(n)) {
        return Err(IllegalAction::PencilAlone { icon, cell });
    }
    Ok(())
}

/// Y30: a drawn shape's cells are free; it is added to the tower.
fn draw_shape(sheet: &mut Sheet, cells: Cells) -> Result<()> {
    if let Some(cell) = Cells(cells.0 & !sheet.printed().tower.0).iter().next() {
        return Err(IllegalAction::OutsideTower { cell });
    }
    if let Some(cell) = Cells(cells.0 & sheet.filled.0).iter().next() {
        return Err(IllegalAction::CellFilled { cell });
    }
    sheet.shapes.push(cells);
    sheet.filled = Cells(sheet.filled.0 | cells.0);
    Ok(())
}

/// Spends `n` wood or wheat, loose first, then stored (Y29); false (and
/// nothing spent) if there is not enough.
fn spend(sheet: &mut Sheet, turn: &mut Turn, resource: Resource, n: u8) -> bool {
    let i = resource as usize;
    if turn.loose[i] + sheet.stored(resource) < n {
        return false;
    }
    let loose = turn.loose[i].min(n);
    turn.loose[i] -= loose;
    sheet.river_spent[i] += n - loose;
    true
}

fn pay_cost(sheet: &mut Sheet, turn: &mut Turn, cost: Cost) -> Result<()> {
    let wood = turn.loose[0] + sheet.stored(Resource::Wood);
    let wheat = turn.loose[1] + sheet.stored(Resource::Wheat);
    if sheet.gold.unspent() < cost.gold
        || sheet.stone.unspent() < cost.stone
        || wood < cost.wood
        || wheat < cost.wheat
    {
        return Err(IllegalAction::CannotAfford {
            cost: cost_words(cost),
        });
    }
    sheet.gold.crossed += cost.gold;
    sheet.stone.crossed += cost.stone;
    spend(sheet, turn, Resource::Wood, cost.wood);
    spend(sheet, turn, Resource::Wheat, cost.wheat);
    Ok(())
}

fn cost_words(cost: Cost) -> String {
    let parts: Vec<String> = [
        (cost.gold, "gold"),
        (cost.stone, "stone"),
        (cost.wood, "wood"),
        (cost.wheat, "wheat"),
    ]
    .into_iter()
    .filter(|&(n, _)| n > 0)
    .map(|(n, what)| format!("{n} {what}"))
    .collect();
    parts.join(" and ")
}

// --- Bonuses (Y7) ------------------------------------------------------------------

/// The section a bonus belongs to for Y38 (`lake`: a Lake resource, which
/// belongs to none).
fn bonus_section(bonus: Bonus, lake: bool) -> Option<BoardCell> {
    Some(match bonus {
        _ if lake => return None,
        Bonus::Gold => BoardCell::Gold,
        Bonus::Stone => BoardCell::Stone,
        Bonus::Art | Bonus::Amphora => BoardCell::Art,
        Bonus::Mosaic | Bonus::Wall => BoardCell::Mosaic,
        Bonus::Palm | Bonus::Garden => BoardCell::Palm,
        Bonus::Lion => BoardCell::Lion,
        Bonus::Pencil => BoardCell::Worker,
        Bonus::Cart => BoardCell::Ship,
        Bonus::River => BoardCell::Pond,
        Bonus::Wood | Bonus::Wheat | Bonus::Shape3 | Bonus::Dice(..) => return None,
    })
}

/// A bonus arrives: applied at once as far as it goes, pending, or lapsed.
pub(super) fn grant(
    ctx: &Ctx,
    seat: Seat,
    sheet: &mut Sheet,
    turn: &mut Turn,
    bonus: Bonus,
    lake: bool,
    events: &mut Vec<Event>,
) {
    if bonus_section(bonus, lake).is_some_and(|c| ctx.is_closed(c)) {
        events.push(Event::Lapsed { seat, bonus });
        return;
    }
    let applied = match bonus {
        Bonus::Gold => gain_metal(sheet, Metal::Gold).is_ok(),
        Bonus::Stone => gain_metal(sheet, Metal::Stone).is_ok(),
        Bonus::Wood => {
            turn.loose[0] += 1;
            true
        }
        Bonus::Wheat => {
            turn.loose[1] += 1;
            true
        }
        Bonus::Amphora => count_up(&mut sheet.amphorae, m::AMPHORAE, "").is_ok(),
        Bonus::Cart => count_up(
            &mut sheet.carts,
            m::CARTS_PER_COLUMN * m::CART_COLUMNS.len() as u8,
            "",
        )
        .is_ok(),
        Bonus::Garden => count_up(&mut sheet.garden, m::GARDEN, "").is_ok(),
        Bonus::Dice(a, b) => {
            for value in [a, b] {
                turn.dice.push(Die {
                    value,
                    green: false,
                    virtual_die: true,
                    spent: false,
                });
            }
            true
        }
        _ => {
            if choices(sheet, bonus).is_empty() {
                events.push(Event::Lapsed { seat, bonus });
            } else {
                turn.pending = Some(bonus);
                events.push(Event::Pending { seat, bonus });
            }
            return;
        }
    };
    events.push(if applied {
        Event::Gained { seat, bonus }
    } else {
        Event::Lapsed { seat, bonus }
    });
}

/// Resolves the pending bonus with `choice`.
pub(super) fn resolve(sheet: &mut Sheet, turn: &mut Turn, choice: Choice) -> Result<()> {
    let pending = turn.pending.ok_or(IllegalAction::NoBonus)?;
    let fits = matches!(
        (pending, choice),
        (Bonus::Art, Choice::Circle(TowerIcon::Art, _))
            | (Bonus::Mosaic, Choice::Circle(TowerIcon::Mosaic, _))
            | (Bonus::Palm, Choice::Circle(TowerIcon::Palm, _))
            | (Bonus::Lion, Choice::Circle(TowerIcon::Lion, _))
            | (Bonus::Wall, Choice::Wall(_))
            | (Bonus::Pencil, Choice::Pencil(..))
            | (Bonus::Shape3, Choice::Shape3(_))
            | (Bonus::River, Choice::River(_))
    );
    if !fits {
        return Err(IllegalAction::OtherBonus { pending });
    }
    match choice {
        Choice::Circle(icon, cell) => circle(sheet, icon, cell)?,
        Choice::Wall(row) => cross_wall(sheet, row)?,
        Choice::Pencil(icon, cell) => pencil(sheet, icon, cell)?,
        Choice::Shape3(cells) => {
            if cells.len() != 3 || !cells.is_connected() {
                return Err(IllegalAction::Shape3Cells);
            }
            draw_shape(sheet, cells)?;
        }
        Choice::River(resource) => circle_river(sheet, resource)?,
    }
    turn.pending = None;
    Ok(())
}

/// Every legal resolution of `bonus` on `sheet`.
pub(super) fn choices(sheet: &Sheet, bonus: Bonus) -> Vec<Choice> {
    let printed = sheet.printed();
    let circle = |icon: TowerIcon| -> Vec<Choice> {
        Cells(printed.icons[icon as usize].0 & !sheet.circled.0)
            .iter()
            .map(|c| Choice::Circle(icon, c))
            .collect()
    };
    match bonus {
        Bonus::Art => circle(TowerIcon::Art),
        Bonus::Mosaic => circle(TowerIcon::Mosaic),
        Bonus::Palm => circle(TowerIcon::Palm),
        Bonus::Lion => circle(TowerIcon::Lion),
        Bonus::Wall => m::WALL_ROWS
            .iter()
            .zip(sheet.wall)
            .filter(|&(_, n)| n < m::WALL_SPACES)
            .map(|(&row, _)| Choice::Wall(row))
            .collect(),
        Bonus::Pencil => pencil_spots(sheet)
            .into_iter()
            .map(|(i, c)| Choice::Pencil(i, c))
            .collect(),
        Bonus::Shape3 => free_placements(sheet, &trominoes())
            .into_iter()
            .map(Choice::Shape3)
            .collect(),
        Bonus::River => Resource::ALL
            .into_iter()
            .filter(|&r| sheet.river_has_room(r))
            .map(Choice::River)
            .collect(),
        _ => Vec::new(),
    }
}

/// The two 3-cell shapes, straight and bent.
fn trominoes() -> [Footprint; 2] {
    [
        Footprint::new([(0, 0), (1, 0), (2, 0)]),
        Footprint::new([(0, 0), (1, 0), (0, 1)]),
    ]
}

/// Every placement of these footprints (turned, never mirrored) on free
/// tower cells, without repeats.
pub(super) fn free_placements(sheet: &Sheet, footprints: &[Footprint]) -> Vec<Cells> {
    let mut out: Vec<Cells> = Vec::new();
    for footprint in footprints {
        let rows = sheet.printed().rows as i8;
        for cells in footprint.placements(m::TOWER_WIDTH as i8, rows) {
            let Some(set) = Cells::from_xy(&cells) else {
                continue;
            };
            if !set.meets(sheet.filled) && !out.contains(&set) {
                out.push(set);
            }
        }
    }
    out
}

/// Every (icon, cell) a pencil may draw (Y31).
pub(super) fn pencil_spots(sheet: &Sheet) -> Vec<(TowerIcon, Cell)> {
    let mut out = Vec::new();
    for cell in sheet.filled.iter() {
        for icon in TowerIcon::ALL {
            if pencil_check(sheet, icon, cell).is_ok() {
                out.push((icon, cell));
            }
        }
    }
    out
}
