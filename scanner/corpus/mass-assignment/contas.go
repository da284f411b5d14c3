package handlers

import (
	"net/http"

	"github.com/banco/pix/internal/dto"
	"github.com/banco/pix/internal/models"
	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type Handler struct{ db *gorm.DB }

// Criar binds the request body straight into the model and saves it.
func (h *Handler) Criar(c *gin.Context) {
	var conta models.Conta
	if err := c.ShouldBindJSON(&conta); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"erro": "dados inválidos"})
		return
	}
	h.db.Create(&conta) // vigia-expect: mass-assignment
}

// CriarSeguro: a DTO is bound and only its allowed fields reach the model (look-alike).
func (h *Handler) CriarSeguro(c *gin.Context) {
	var pedido dto.AberturaConta
	if err := c.ShouldBindJSON(&pedido); err != nil {
		return
	}
	conta := models.Conta{Apelido: pedido.Apelido}
	h.db.Create(&conta)
}
