<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Cliente extends Model
{
    protected $guarded = []; // vigia-expect: mass-assignment
}

class Conta extends Model
{
    // Look-alike: the customer may change only these.
    protected $fillable = ['apelido', 'email'];
    protected $guarded = ['saldo', 'limite'];
}
